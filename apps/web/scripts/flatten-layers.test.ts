import { describe, expect, it } from 'vitest';
import { hashedName } from './asset-name';
import { flattenLayers } from './flatten-layers';

describe("the built stylesheet's cascade layers", () => {
  const css =
    '@layer theme{:root{--c:red}}@layer base{a{color:var(--c)}}@layer components;' +
    '.toast{color:blue}@layer utilities{.text-x{color:green}@media (min-width:40rem){.sm\\:text-y{color:teal}}}' +
    '@keyframes spin{to{rotate:1turn}}';

  it("unwraps each layer's rules in place and moves the unlayered rules last", () => {
    expect(flattenLayers(css)).toBe(
      ':root{--c:red}a{color:var(--c)}.text-x{color:green}@media (min-width:40rem){.sm\\:text-y{color:teal}}' +
        '.toast{color:blue}@keyframes spin{to{rotate:1turn}}',
    );
  });

  it('leaves a stylesheet without layers as it was', () => {
    expect(flattenLayers('a{color:red}.b{margin:0}')).toBe('a{color:red}.b{margin:0}');
  });

  it('names the new stylesheet after its content, as Vite does', () => {
    expect(hashedName('root', 'a')).toMatch(/^root-[\w-]{8}\.css$/);
    expect(hashedName('root', 'a')).toBe(hashedName('root', 'a'));
    expect(hashedName('root', 'a')).not.toBe(hashedName('root', 'b'));
  });
});
