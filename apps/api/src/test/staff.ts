// Staff test helpers for every feature's tests (feature folders may not import each other).
export {
  createStaff,
  signIn,
  staffWithSession,
  TEST_PASSWORD,
} from '../features/staff/test-helpers.ts';
