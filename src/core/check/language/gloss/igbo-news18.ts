/**
 * More Igbo news words (session 18, "xl18"): warning, finding, seizing and importing, courts and
 * offices, things of daily life. Written by hand for this project from general knowledge of the
 * language (no data set was copied or derived from; MAFAND-MT was only measured, as aggregate
 * recall); MIT with the project. The lowest layer: every other Igbo list wins on a word they
 * share, so these entries only fill gaps. Format: lexicon-lines.ts.
 */
export const IGBO_NEWS18 = `
# saying and doing
adọla aka na ntị = warned ; adọọla aka na ntị = warned
achọtara = found ; chọtara = found ; chọta = find ; weghaara = seized ; weghara = seized
ebubatara = imported ; bubata = import ; bubatara = imported ; megidere iwu = broke the law ; mmebi iwu = crime
kasiri obi = consoled ; kasiri = consoled ; ịkasi obi = condolence ; kasie obi = console
kọwaa = explain ; zitere = sent
# people and offices
ọkaokwu = speaker ; onye ọkaokwu = speaker ; sịnetọ = senator ; ndị sịnetọ = senators ; ibe ya = his counterpart ; nnọchiteanya = representative
# things and places
akpa = bag ; akpa osikapa = bags of rice ; mbuze ala = erosion ; mmiri ọñụñụ = drinking water ; mmiri ọṅụṅụ = drinking water ; igwe onyonyo = television ; ekeresimesi = Christmas
# bringing in (session 19): "webata" is to introduce, "wepụta" (to release) is in igbo-general.ts
webatara = introduced ; webata = introduce ; ewebatara = introduced ; ewebatala = has introduced ; webatala = has introduced ; ọnụ ụzọ ndebanye aha = registration portal ; ndebanye aha ọrụ = recruitment
`;
