import { LegalDocument } from '../components/legal-document';

export function TermsPage() {
  return <LegalDocument document="terms" />;
}
