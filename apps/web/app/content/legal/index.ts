import { cookiePolicy } from './cookies';
import { privacyPolicy } from './privacy-policy';
import { termsOfService } from './terms-of-service';
import type { LegalDocument } from './types';

export type { LegalBlock } from './types';

const legalDocuments: readonly LegalDocument[] = [privacyPolicy, cookiePolicy, termsOfService];

export const findLegalDocument = (path: string) => legalDocuments.find((doc) => doc.path === path);
