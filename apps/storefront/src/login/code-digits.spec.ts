import { backspace, completeCode, EMPTY_CODE, pastedCode, typeInto } from './code-digits';

describe('typing into a code box', () => {
  it.each<[string, string[], number, string, string[], number]>([
    ['a digit fills the box and moves on', ['', '', '', ''], 0, '7', ['7', '', '', ''], 1],
    ['the last box keeps the focus', ['1', '2', '3', ''], 3, '4', ['1', '2', '3', '4'], 3],
    ['a letter is ignored', ['', '', '', ''], 1, 'a', ['', '', '', ''], 1],
    ['a digit typed over a digit replaces it', ['5', '', '', ''], 0, '58', ['8', '', '', ''], 1],
    ['an autofilled code spreads from the box', ['', '', '', ''], 0, '1234', ['1', '2', '3', '4'], 3],
    ['a spread stops at the last box', ['', '', '', ''], 2, '987', ['', '', '9', '8'], 3],
  ])('%s', (_, digits, index, value, expected, focus) => {
    expect(typeInto(digits, index, value)).toEqual({ digits: expected, focus });
  });
});

describe('backspace', () => {
  it.each<[string, string[], number, string[], number]>([
    ['empties a filled box and stays', ['1', '2', '', ''], 1, ['1', '', '', ''], 1],
    ['in an empty box goes back and empties that one', ['1', '2', '', ''], 2, ['1', '', '', ''], 1],
    ['in the first empty box stays there', ['', '', '', ''], 0, ['', '', '', ''], 0],
  ])('%s', (_, digits, index, expected, focus) => {
    expect(backspace(digits, index)).toEqual({ digits: expected, focus });
  });
});

describe('pasting', () => {
  it.each<[string, string[] | null]>([
    ['1234', ['1', '2', '3', '4']],
    [' 12-34 ', ['1', '2', '3', '4']],
    ['123', null],
    ['12345', null],
    ['abcd', null],
  ])('%p fills %p', (text, digits) => {
    expect(pastedCode(text)).toEqual(digits);
  });
});

describe('the code is complete only with four digits', () => {
  it.each<[string[], string | null]>([
    [['1', '2', '3', '4'], '1234'],
    [['1', '2', '', '4'], null],
    [[...EMPTY_CODE], null],
    [['1', '2', '3'], null],
  ])('%p gives %p', (digits, code) => {
    expect(completeCode(digits)).toBe(code);
  });
});
