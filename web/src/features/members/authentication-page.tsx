import { VerificationView } from './verification-view.tsx';

/** /center/authentication: the user's verification, personal or company (issue 16). */
export default function AuthenticationPage() {
  return <VerificationView upgrade={false} />;
}
