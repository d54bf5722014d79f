import type { FirmProfile } from '@brocardo/shared';

/**
 * What the «Profilo dello studio» adds to a downloaded document: a letterhead above the title (the
 * firm's name, then its address and contacts on one or two small lines) and a signature block at the
 * end ("Avv. Anna Bianchi", "Foro di Milano"), unless the text already closes with the lawyer's name.
 */
export interface FirmDecorations {
  letterhead: { name: string; details: string[] } | null;
  signature: string[] | null;
}

export const NO_DECORATIONS: FirmDecorations = { letterhead: null, signature: null };

/** The details fit one small line up to about this many characters; longer, the address goes alone. */
const ONE_LINE_DETAILS = 95;
/** How far from the end a signature already written is looked for (a PEC line may follow it). */
const SIGNATURE_LINES = 6;

const normalised = (text: string) =>
  text
    .replace(/[*_`#>]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLocaleLowerCase('it-IT');

/** True when one of the text's last lines names the lawyer: the document is signed already. */
export function endsWithSignature(content: string, lawyerName: string): boolean {
  const name = normalised(lawyerName);
  if (name === '') return false;
  const lines = content.split('\n').filter((line) => line.trim() !== '');
  return lines.slice(-SIGNATURE_LINES).some((line) => normalised(line).includes(name));
}

function detailLines(profile: FirmProfile): string[] {
  const contacts = [
    profile.phone && `Tel. ${profile.phone}`,
    profile.pec && `PEC ${profile.pec}`,
    profile.vat_number && `P.IVA ${profile.vat_number}`,
  ].filter(Boolean);
  const all = [profile.address, ...contacts].filter(Boolean).join(' · ');
  if (all.length <= ONE_LINE_DETAILS || !profile.address || contacts.length === 0) return all ? [all] : [];
  return [profile.address, contacts.join(' · ')];
}

export function firmDecorations(profile: FirmProfile | null | undefined, content: string): FirmDecorations {
  if (!profile) return NO_DECORATIONS;
  const lawyer = profile.lawyer_name.trim();
  const name = profile.firm_name.trim() || (lawyer ? `Avv. ${lawyer}` : '');
  const details = detailLines(profile);
  const letterhead = name || details.length > 0 ? { name, details } : null;
  const signature =
    lawyer && !endsWithSignature(content, lawyer)
      ? [`Avv. ${lawyer}`, ...(profile.foro ? [`Foro di ${profile.foro}`] : [])]
      : null;
  return { letterhead, signature };
}
