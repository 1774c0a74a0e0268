/** The text that stalled the API (issue 19): 20,000 characters of repeated figure phrases. */
export function adversarialText(chars = 20_000): string {
  const phrases = [
    'Nigeria has thirty six states and 774 local governments',
    'the budget rose by 45 percent to N21.83 trillion in 2024',
    'INEC registered 93.4 million voters across 176,846 polling units',
  ];
  let text = '';
  for (let i = 0; text.length < chars; i++) text += `${phrases[i % phrases.length]!} `;
  return text.slice(0, chars);
}
