/** One refused field of a form: its id, its name, and the rest of the sentence that says what to enter. */
export interface RefusedField {
  readonly field: string;
  readonly label: string;
  readonly rest: string;
}

/** The alert above a form its answer refused: one line per field, whose name links to the field. */
export const RefusedAlert = ({ title, fields }: { title: string; fields: readonly RefusedField[] }) => (
  <section class="alert" role="alert">
    <h2>{title}</h2>
    <ul>
      {fields.map(({ field, label, rest }) => (
        <li>
          <a href={`#${field}`}>{label}</a>
          {rest}
        </li>
      ))}
    </ul>
  </section>
);
