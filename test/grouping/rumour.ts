/** Twenty wordings of one rumour, as tips arrive on three platforms (hand-written for the tests). */
export const RUMOUR = [
  'INEC has postponed the governorship election in Kano State to next Saturday.',
  'The governorship election in Kano State has been postponed by INEC to next Saturday.',
  'INEC postpones Kano governorship election to next Saturday',
  'Breaking: INEC has shifted the Kano State governorship election to next Saturday',
  'Kano governorship election postponed to next Saturday by INEC',
  'INEC don postpone Kano governorship election go next Saturday',
  'INEC has postponed Kano State governorship election to next Saturday, sources say',
  'INEC has postponed the Kano governorship poll to next Saturday.',
  'INEC has postponed the election for governor of Kano State to next Saturday.',
  'INEC has postponed the governorship election in Kano until next Saturday',
  'Governorship election in Kano State postponed by INEC till next Saturday',
  'Confirmed: INEC postponed Kano State governorship election to next Saturday',
  'INEC postponed the governorship election for Kano State to next Saturday',
  'Kano State governorship election: INEC postpones it to next Saturday',
  'They say INEC has postponed the Kano governorship election to next Saturday',
  'INEC has moved the Kano State governorship election to next Saturday, it has been postponed',
  'INEC postpones governorship election in Kano State to next Saturday',
  'News: the Kano governorship election has been postponed to next Saturday by INEC',
  'INEC don postpone the governorship election for Kano State to next Saturday',
  'Kano State governorship election has been postponed to next Saturday, INEC says',
];

/** The same rumour with another figure: a different claim, a group of its own. */
export const OTHER_FIGURE = 'Nigeria now has 40 states after four new states were created.';
export const OTHER_FIGURE_TWIN = 'Nigeria now has 37 states after one new state was created.';
