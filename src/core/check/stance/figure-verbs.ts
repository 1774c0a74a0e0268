/**
 * Verbs that move a figure to its level or give it to someone: "inflation fell to 20 percent",
 * "inflation reached 34 percent" give the rate itself, as "headline inflation of 34.19 percent"
 * does, and "Kwankwaso got 5 million votes" his count, as "Rabiu Kwankwaso (NNPP) 1,496,687"
 * does; the verb (or one of reporting, "recorded", "found") says nothing of which figure is meant,
 * in a headline's present ("Kwankwaso Scores 4.5 Million Votes") as in the past. Not before "by": "fell by 2 points" is a
 * change, not a level. Nor does a verb of going beyond ("inflation exceeded 40 percent", "passed",
 * "crossed"): its bound is read by boundBefore, as "went above" is.
 */
export const TO_LEVEL =
  /^(?:fell|falls?|fallen|drop(?:s|ped)?|rose|rises?|risen|climb(?:s|ed)?|reach(?:es|ed)?|hit|hits|st(?:ood|ands?)|increased|decreased|declined|jump(?:s|ed)?|surged?|eas(?:e|es|ed)|slow(?:s|ed)|moderat(?:es|ed)|soar(?:s|ed)|plunge[sd]|dip(?:s|ped)|stay(?:s|ed)|remain(?:s|ed)?|went|gone|up|down|got|gets?|poll(?:s|ed)|scor(?:es|ed)|receiv(?:es|ed)|obtain(?:s|ed)|garner(?:s|ed)|secur(?:es|ed)|kept|keeps|held|holds|maintained|retained|left|recorded|records|reported|reports|announced|estimated|put|puts|found|shows?|showed|exceed(?:s|ed)?|surpass(?:es|ed)?|pass(?:es|ed)|crossed|topped|unchanged|steady|manag(?:es|ed))$/i;
