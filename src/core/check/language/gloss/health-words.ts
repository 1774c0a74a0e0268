/**
 * The words of health rumours in Hausa, Yoruba and Igbo: home remedies (bitter kola, garlic,
 * ginger, lime, honey, neem, salt water), the diseases they are said to cure or vaccines to cause,
 * and the verbs (cure, heal, prevent, cause, kill, spread). Tip lines get these most after
 * election figures; the English reading must carry verb and disease for the claim to be taken
 * (extraction/health-claims.ts) and searched. Written by hand for this project from general
 * knowledge of the languages (no data set was read); MIT with the project. Layered under each
 * language's other lists, which win where they hold the same phrase. Words that are also names
 * (Yoruba *obì* kola nut and Obi, Hausa *zuma* honey and Zuma) are left out alone. Format:
 * lexicon-lines.ts.
 */
export const HAUSA_HEALTH = `
# remedies
namijin goro = bitter kola ; goro = kola nut ; tafarnuwa = garlic ; citta = ginger ; citta mai yatsu = ginger ; lemun tsami = lime ; lemo = lemon ; ruwan zuma = honey ; dogon yaro = neem ; dogonyaro = neem ; ruwan gishiri = salt water ; gishiri = salt ; ruwan zafi = hot water ; albasa = onion ; ganyen gwanda = pawpaw leaves ; magungunan gargajiya = herbal medicine ; maganin gargajiya = herbal medicine ; ganye = herbs
# diseases
kwalara = cholera ; cutar kwalara = cholera ; zazzabin cizon sauro = malaria ; cizon sauro = malaria ; korona = coronavirus ; cutar korona = coronavirus ; kurona = coronavirus ; cutar zazzabin Lassa = Lassa fever ; zazzabin Lassa = Lassa fever ; cutar Ebola = Ebola ; ciwon suga = diabetes ; ciwon sukari = diabetes ; hawan jini = hypertension ; cutar hawan jini = hypertension ; taifod = typhoid ; zazzabin taifod = typhoid ; tarin fuka = tuberculosis ; rashin haihuwa = infertility ; cutar daji = cancer ; ciwon daji = cancer ; kwayar cuta = virus ; kwayar cutar = the virus
# verbs
warkar da = cures ; yana warkar da = cures ; tana warkar da = cures ; suna warkar da = cure ; ke warkar da = cures ; warkarwa = cure ; maganin = cure for ; yana maganin = cures ; tana maganin = cures ; hana kamuwa da = prevents ; yana hana kamuwa da = prevents ; kashe kwayar cutar = kills the virus ; yana kashe = kills ; tana kashe = kills ; yada = spreads ; yana yada = spreads ; suna yada = spread ; yana haddasa = causes ; tana haddasa = causes ; haddasa = causes
`;

export const YORUBA_HEALTH = `
# remedies
orógbó = bitter kola ; aáyù = garlic ; àtàlẹ̀ = ginger ; ọsàn wẹ́wẹ́ = lime ; oyin = honey ; dóńgóyárò = neem ; omi iyọ̀ = salt water ; omi gbígbóná = hot water ; àlùbọ́sà = onion ; ewé ìbẹ́pẹ = pawpaw leaves ; àgbo = herbal medicine ; egbòogi = herbal medicine
# diseases
onígbáméjì = cholera ; àrùn onígbáméjì = cholera ; ibà = malaria ; àrùn ibà = malaria ; kòrónà = coronavirus ; àrùn kòrónà = coronavirus ; ibà Lassa = Lassa fever ; àrùn Lassa = Lassa fever ; ìtọ̀ ṣúgà = diabetes ; àrùn ṣúgà = diabetes ; ẹ̀jẹ̀ ríru = hypertension ; ibà jẹ̀funjẹ̀fun = typhoid ; ikọ́ ẹ̀gbẹ = tuberculosis ; àìlóyún = infertility ; jẹjẹrẹ = cancer ; àrùn jẹjẹrẹ = cancer ; kòkòrò àrùn = germs ; àrùn = disease
# verbs
ń wo = cures ; n wo = cures ; máa ń wo = cures ; wo àrùn = cures ; ń dènà = prevents ; dènà = prevent ; ń pa kòkòrò àrùn = kills germs ; ń fa = causes ; fa àrùn = causes ; ń tan àrùn = spreads ; tan àrùn = spread
`;

export const IGBO_HEALTH = `
# remedies
akị ilu = bitter kola ; ọjị = kola nut ; galik = garlic ; jinja = ginger ; lemọn = lemon ; mmanụ aṅụ = honey ; dogoyaro = neem ; mmiri nnu = salt water ; mmiri ọkụ = hot water ; yabasị = onion ; akwụkwọ pọpọ = pawpaw leaves ; ọgwụ ọdịnala = herbal medicine ; ọgwụ mkpa akwụkwọ = herbal medicine
# diseases
ọrịa korona = coronavirus ; korona = coronavirus ; ịba = malaria ; ọrịa shuga = diabetes ; ọbara mgbali elu = hypertension ; ọrịa kansa = cancer ; kansa = cancer ; ụkwara nta = tuberculosis ; ọrịa taịfọd = typhoid ; amaghị nwa = infertility ; nje = germs ; nje virus = the virus
# verbs
na-agwọ = cures ; na agwọ = cures ; gwọọ = cure ; na-agwọ ọrịa = cures ; na-egbochi = prevents ; na egbochi = prevents ; na-egbu = kills ; na-ebute = causes ; na ebute = causes ; na-akpata = causes ; na-agbasa = spreads ; na agbasa = spreads
`;

/**
 * Yoruba's "wo … sàn" (heal, around what is healed: *orógbó ń wo àrùn onígbáméjì sàn*, bitter kola
 * cures cholera): the verb before its object in English order, the closing "sàn" dropped.
 */
export const YORUBA_HEALS: [RegExp, string] = [
  /(?<![\p{L}\p{M}])(ń\s+|n\s+|máa\s+ń\s+|maa\s+n\s+)?wo\s+((?:àrùn|arun|ibà|iba|kòrónà|korona|onígbáméjì|onigbameji|jẹjẹrẹ|jejere|ikọ́|iko|ara)\s+(?:[\p{L}\p{M}'’-]+\s+){0,3}?)s[àa]n(?![\p{L}\p{M}])/gu,
  'ń wo $2',
];
