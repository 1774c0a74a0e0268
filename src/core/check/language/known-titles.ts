/**
 * Titles Nigerians use alone for a politician the official sources name in full: "Asiwaju came
 * first" means Bola Ahmed Tinubu, as every Hausa, Yoruba, Igbo and Pidgin chat about the 2023
 * election takes it; the sources never write the title. Hand-written from general knowledge (MIT
 * with the project). A title before the name it belongs to ("Asiwaju Bola Ahmed Tinubu") is
 * left as written.
 */
const TITLES: Array<[RegExp, string]> = [
  [/(?<![\p{L}\p{M}])(?:Asiwaju|Àṣíwájú|Jagaban)(?!\s+(?:Bola|Ahmed|Tinubu)\b)(?![\p{L}\p{M}])/gu, 'Tinubu'],
  [/(?<![\p{L}\p{M}])(?:Wazirin|Turakin)\s+Adamawa(?!\s+(?:Atiku|Abubakar)\b)(?![\p{L}\p{M}])/gu, 'Atiku'],
];

/** The text with each title used alone as a name written as the name the sources use. */
export function knownTitles(text: string): string {
  return TITLES.reduce((out, [title, name]) => out.replace(title, name), text);
}
