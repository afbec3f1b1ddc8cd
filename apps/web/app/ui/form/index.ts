export { compactButton, controlClass, type CompactTone, type Density } from './control';
export { describedBy, Field, useFieldIds } from './field';
export { FormAlert } from './form-alert';
export { Input, Select, Textarea } from './inputs';
export { SubmitButton } from './submit-button';
export { Switch } from './switch';
