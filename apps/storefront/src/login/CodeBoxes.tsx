import { type ClipboardEvent, type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { backspace, type CodeDigits, type CodeMove, pastedCode, typeInto } from './code-digits';

/**
 * Four single-digit boxes: a digit moves on, backspace goes back, a pasted four-digit code fills
 * them all, anything but digits is ignored.
 */
export function CodeBoxes(props: { digits: CodeDigits; onChange(digits: CodeDigits): void; disabled?: boolean }) {
  const { t } = useTranslation('account');
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const { digits, onChange } = props;

  useEffect(() => {
    boxes.current[0]?.focus();
  }, []);

  const apply = (move: CodeMove) => {
    onChange(move.digits);
    boxes.current[move.focus]?.focus();
  };

  const keyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      apply(backspace(digits, index));
    } else if (event.key === 'ArrowLeft' && index > 0) boxes.current[index - 1]?.focus();
    else if (event.key === 'ArrowRight' && index < digits.length - 1) boxes.current[index + 1]?.focus();
  };

  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    const code = pastedCode(event.clipboardData.getData('text'));
    event.preventDefault();
    if (code) apply({ digits: code, focus: code.length - 1 });
  };

  return (
    <div className="code-boxes" role="group" aria-label={t('Login code')}>
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className="code-boxes__box"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('Digit {{n}}', { n: index + 1 })}
          value={digit}
          disabled={props.disabled}
          onFocus={(event) => event.target.select()}
          onChange={(event) => apply(typeInto(digits, index, event.target.value))}
          onKeyDown={keyDown(index)}
          onPaste={paste}
        />
      ))}
    </div>
  );
}
