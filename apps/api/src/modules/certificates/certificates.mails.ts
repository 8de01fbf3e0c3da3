import { CERTIFICATE_KIND_LABELS, type CertificateKind } from '@symposium/schema/certificates';
import { editionTitle, type Edition } from '@symposium/schema/edition';
import type { MailMessage } from '../../lib/mail';

type Recipient = { id: string; email: string; name: string };

/** One mail per participant and release: what is new, and the profile where the certificates are downloaded. */
export function certificatesReadyMail(
  edition: Edition,
  user: Recipient,
  certificates: { kind: CertificateKind; itemName: string }[],
  profileUrl: string,
): MailMessage {
  const title = editionTitle(edition);
  const count = certificates.length;
  return {
    kind: 'certificates-ready',
    userId: user.id,
    to: user.email,
    subject: `${title}: your certificate${count === 1 ? ' is' : 's are'} ready`,
    link: profileUrl,
    text: [
      `Hello ${user.name},`,
      '',
      `Thank you for taking part in ${title}. ${count === 1 ? 'A new certificate is' : `${count} new certificates are`} ready for you:`,
      '',
      ...certificates.map((c) => `- ${CERTIFICATE_KIND_LABELS[c.kind]}: ${c.itemName}`),
      '',
      'Download them from your profile:',
      profileUrl,
      '',
      'Each certificate carries a QR code and a link anyone can open to check that it is genuine.',
    ].join('\n'),
  };
}
