/**
 * The builder's pick sound (seed §4, §9: volume 0.5), made with the Web Audio API so no audio file
 * ships: two soft sine notes like a charm touching the chain. Without audio it stays silent.
 */
export const CHIME_VOLUME = 0.5;

let context: AudioContext | undefined;

export function playChime(): void {
  try {
    const Context =
      window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Context) return;
    context ??= new Context();
    const audio = context;
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
    const start = audio.currentTime;
    [1318.5, 1975.5].forEach((frequency, index) => {
      const at = start + index * 0.07;
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.type = 'sine';
      tone.frequency.setValueAtTime(frequency, at);
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(CHIME_VOLUME, at + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.45);
      tone.connect(gain).connect(audio.destination);
      tone.start(at);
      tone.stop(at + 0.5);
    });
  } catch {
    // no sound card, a blocked autoplay or an old browser: the pick itself matters, not the sound
  }
}
