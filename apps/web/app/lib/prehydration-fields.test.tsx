import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  rememberFieldsBeforeHydration,
  useFieldsKeptThroughHydration,
} from './prehydration-fields';

/** A prerendered form as React sees it: a select, a checkbox and a text field, all controlled. */
function Form() {
  const [type, setType] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [title, setTitle] = useState('');
  return (
    <form>
      <select name="type" value={type} onChange={(event) => setType(event.target.value)}>
        <option value="">Choose a type</option>
        <option value="Environmental">Environmental</option>
      </select>
      <input
        type="checkbox"
        name="agreed"
        value="yes"
        checked={agreed}
        onChange={(event) => setAgreed(event.target.checked)}
      />
      <input name="title" value={title} onChange={(event) => setTitle(event.target.value)} />
      <output>{`${type || 'none'}|${agreed ? 'ticked' : 'clear'}|${title || 'empty'}`}</output>
    </form>
  );
}

/** The same form in an app that restores the fields after hydration. */
function KeptForm() {
  useFieldsKeptThroughHydration();
  return <Form />;
}

/** Serves the form's HTML, lets the "visitor" use it, then hydrates it. */
async function hydrateAfterUse(keep: boolean, typedDuringHydration = '') {
  const app = keep ? <KeptForm /> : <Form />;
  document.body.innerHTML = `<div id="root">${renderToString(app)}</div>`;
  const select = document.querySelector('select')!;
  const box = document.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
  const text = document.querySelector<HTMLInputElement>('input[name="title"]')!;
  select.value = 'Environmental';
  box.checked = true;
  text.value = 'Typed early';
  text.focus();
  await rememberFieldsBeforeHydration();
  // Keys pressed after the snapshot, while React is still adopting the page.
  text.value += typedDuringHydration;
  await act(async () => {
    hydrateRoot(document.getElementById('root')!, app, {
      onRecoverableError: () => {},
    });
  });
  const output = document.querySelector('output')!;
  // The code that puts fields back loads after hydration, only when something was used.
  if (keep) await act(() => vi.waitFor(() => expect(output.textContent).not.toMatch(/^none\|/)));
  return { select, box, text, output };
}

describe('fields used before hydration', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('without the restore, stay on screen but unknown to React (why it exists)', async () => {
    const { select, output } = await hydrateAfterUse(false);
    expect(select.value).toBe('Environmental');
    expect(output.textContent).toBe('none|clear|empty');
  });

  it('are put back after hydration, and React state knows them', async () => {
    const { select, box, text, output } = await hydrateAfterUse(true);
    expect(select.value).toBe('Environmental');
    expect(box.checked).toBe(true);
    expect(text.value).toBe('Typed early');
    expect(output.textContent).toBe('Environmental|ticked|Typed early');
  });

  it('keep what was typed while hydration ran, caret at its end', async () => {
    const { text, output } = await hydrateAfterUse(true, ', and more');
    expect(text.value).toBe('Typed early, and more');
    expect(output.textContent).toBe('Environmental|ticked|Typed early, and more');
    expect(text).toBe(document.activeElement);
    expect(text.selectionStart).toBe('Typed early, and more'.length);
  });
});
