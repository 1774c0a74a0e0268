/**
 * More Hausa news words (session 18, "xl18"): verbs of security and administration, water and
 * roads, the body, emirates. Written by hand for this project from general knowledge of the
 * language (no data set was copied or derived from; MAFAND-MT was only measured, as aggregate
 * recall); MIT with the project. The lowest layer: every other Hausa list wins on a word they
 * share, so these entries only fill gaps. Format: lexicon-lines.ts.
 */
export const HAUSA_NEWS18 = `
# security, courts, administration
bazama = rushed out ; sallame = dismissed ; hari ta sama = airstrike ; kai hari ta sama = launched an airstrike ; kai hare-hare ta sama = launched airstrikes ; hare-hare ta sama = airstrikes
sassauta = eased ; sassauci = relief ; gindaya sharudda = set conditions ; gindaya = set
# the press
jaridu = newspapers
# development: water, roads, projects
ayyukan raya kasa = development projects ; raya kasa = development ; rijiyoyin burtsatse = boreholes ; rijiyar burtsatse = borehole ; burtsatse = borehole ; famfo = tap ; famfunan ruwa = water taps
# the body, health
numfashi = breathing ; matsalar numfashi = breathing problems
# rulers
masarautu = emirates
# prices
rahusa = cheaper ; sami rahusa = became cheaper
# jobs and recruitment (session 19): the rumours of a recruitment portal that charges a fee
shafin ɗaukar ma'aikata = recruitment portal ; ɗaukar ma'aikata = recruitment ; rundunar sojin Najeriya = Nigerian Army ; daukar ma'aikata = recruitment ; ɗaukar sababbin ma'aikata = recruitment ; ɗaukar sabbin sojoji = recruitment of soldiers ; kuɗin fom = form fee ; kuɗin fam = form fee ; shafin intanet = website
`;
