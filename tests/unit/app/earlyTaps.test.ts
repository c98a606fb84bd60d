import { expect, test } from 'vitest';

import { holdEarlyTaps } from '../../../src/app/boot/earlyTaps';
import { PART_SHOWN_EVENT, PENDING_PART_ATTRIBUTE } from '../../../src/components/pendingPart';

function page() {
  const root = document.createElement('div');
  root.innerHTML = '<button type="button">Apply Now</button><a href="#next">Next</a><input type="radio" name="r" value="a">';
  document.body.replaceChildren(root);
  const tapped: string[] = [];
  root.addEventListener('click', (event) =>
    tapped.push((event.target as HTMLElement).textContent || (event.target as HTMLInputElement).value),
  );
  const [button, link, radio] = [root.querySelector('button'), root.querySelector('a'), root.querySelector('input')];
  if (!button || !link || !radio) throw new Error('The test page lost a control');
  return { root, tapped, button, link, radio };
}

test('a tap on a button before hydration is made again, once, when the page is hydrated', () => {
  const { root, tapped, button } = page();
  const release = holdEarlyTaps(root);
  button.click();
  button.click();
  expect(tapped, 'held while the page is not hydrated').toEqual([]);
  release(null);
  expect(tapped).toEqual(['Apply Now']);
  button.click();
  expect(tapped, 'later taps go straight through').toEqual(['Apply Now', 'Apply Now']);
});

test('a radio is checked only when its tap is made again; links are not held', () => {
  const { root, tapped, radio, link } = page();
  const release = holdEarlyTaps(root);
  radio.click();
  expect(radio.checked).toBe(false);
  link.click();
  expect(tapped).toEqual(['Next']);
  release(null);
  expect(radio.checked).toBe(true);
  expect(tapped).toEqual(['Next', 'a']);
});

test('a part React has hydrated (the layout) gets its taps back before the part still to come (the page)', () => {
  const root = document.createElement('div');
  root.innerHTML =
    '<header><button type="button">Install app</button></header><main><button type="button">Apply Now</button></main>';
  document.body.replaceChildren(root);
  const tapped: string[] = [];
  root.addEventListener('click', (event) => tapped.push((event.target as HTMLElement).textContent ?? ''));
  const [install, apply] = root.querySelectorAll('button');
  const main = root.querySelector('main');
  if (!install || !apply || !main) throw new Error('The test page lost a control');
  const release = holdEarlyTaps(root);
  apply.click();
  install.click();
  release(main);
  expect(tapped, 'the layout is hydrated: its tap is made again').toEqual(['Install app']);
  install.click();
  expect(tapped, 'and no longer held').toEqual(['Install app', 'Install app']);
  release(null);
  expect(tapped).toEqual(['Install app', 'Install app', 'Apply Now']);
  release(main);
  apply.click();
  expect(tapped, 'hydration only moves forward').toEqual(['Install app', 'Install app', 'Apply Now', 'Apply Now']);
});

test("a tap in a deferred part (a job row's Save) waits for that part, even once the page is hydrated", () => {
  const root = document.createElement('div');
  root.innerHTML = `<main><button type="button">Filter</button><div ${PENDING_PART_ATTRIBUTE}=""><button type="button">Save</button></div></main>`;
  document.body.replaceChildren(root);
  const tapped: string[] = [];
  root.addEventListener('click', (event) => tapped.push((event.target as HTMLElement).textContent ?? ''));
  const [filter, save] = root.querySelectorAll('button');
  const part = root.querySelector(`[${PENDING_PART_ATTRIBUTE}]`);
  if (!filter || !save || !part) throw new Error('The test page lost a control');
  const release = holdEarlyTaps(root);
  save.click();
  filter.click();
  release(null);
  expect(tapped, 'the page is hydrated, the part is not').toEqual(['Filter']);
  save.click();
  expect(tapped, 'a tap after the page is hydrated is held too').toEqual(['Filter']);
  document.dispatchEvent(new Event(PART_SHOWN_EVENT));
  expect(tapped, 'the part still says it is pending').toEqual(['Filter']);
  part.removeAttribute(PENDING_PART_ATTRIBUTE);
  document.dispatchEvent(new Event(PART_SHOWN_EVENT));
  expect(tapped, 'held once, made once').toEqual(['Filter', 'Save']);
  save.click();
  expect(tapped, 'and no longer held').toEqual(['Filter', 'Save', 'Save']);
});
