import type { ShareResponse } from '@verdantia/domain/academy/learner';

/** LinkedIn's share dialog for the certificate's public verification page. */
export function linkedInShareUrl(verificationUrl: string) {
  return `https://www.linkedin.com/sharing/share-offsite/?${new URLSearchParams({ url: verificationUrl })}`;
}

/** LinkedIn's "Add licence or certification" form, filled in with the certificate's facts. */
export function linkedInAddToProfileUrl(share: ShareResponse) {
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: share.courseName,
    organizationName: share.issuer,
    issueYear: String(share.issueYear),
    issueMonth: String(share.issueMonth),
    certUrl: share.url,
    certId: share.certificateId,
  });
  return `https://www.linkedin.com/profile/add?${params}`;
}
