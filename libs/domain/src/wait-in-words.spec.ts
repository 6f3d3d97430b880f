import { waitInWords } from './wait-in-words.js';

describe('waitInWords', () => {
  it.each([
    [0.2, '1 second'],
    [1, '1 second'],
    [45, '45 seconds'],
    [59.5, '1 minute'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [897, '15 minutes'],
    [3600, '1 hour'],
    [3601, '2 hours'],
    [86_400, '1 day'],
    [7 * 86_400 + 1, '8 days'],
  ])('%p seconds read "%s"', (seconds, words) => {
    expect(waitInWords(seconds)).toBe(words);
  });
});
