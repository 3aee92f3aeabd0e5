import { VerificationView } from './verification-view.tsx';

/** /center/authentication/upgrade: a verified person becomes a verified company (issue 16). */
export default function AuthenticationUpgradePage() {
  return <VerificationView upgrade />;
}
