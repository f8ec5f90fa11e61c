import { plural } from '@lingui/core/macro';

/** Characters left, as the server counts them; negative (and marked) over the limit. */
export function CharacterCounter({ left, id }: { left: number; id: string }) {
  const over = left < 0;
  return (
    <p id={id} className={over ? 'composer-count composer-count-over' : 'composer-count'}>
      {over
        ? plural(-left, { one: '# character too many', other: '# characters too many' })
        : plural(left, { one: '# character left', other: '# characters left' })}
    </p>
  );
}
