/** One group of the Filters dialog: a checkbox for each choice, named in the seed's words. */
export function FilterChoices<Choice extends string>(props: {
  legend: string;
  choices: readonly Choice[];
  names: Record<Choice, string>;
  isChecked: (choice: Choice) => boolean;
  onToggle: (choice: Choice) => void;
}) {
  const { legend, choices, names, isChecked, onToggle } = props;
  return (
    <fieldset>
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice}>
          <input type="checkbox" checked={isChecked(choice)} onChange={() => onToggle(choice)} />
          {names[choice]}
        </label>
      ))}
    </fieldset>
  );
}
