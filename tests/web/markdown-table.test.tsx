import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownBlocks } from '../../web/components/markdown/markdown-blocks';

const AUDIT = [
  '| Campaign | Spend | Flag | Why |',
  '|---|---|---|---|',
  '| Generic - Running Shoes | $4,820.00 | WARN | CPC $2.00 vs $1.44 account; CPA $80.33 vs $49.55 account; ROAS 1.49 vs 2.26 account |',
].join('\n');

describe('a table in a reply', () => {
  it('keeps names and figures on one line and lets only a cell of prose wrap, at a readable width', () => {
    render(<MarkdownBlocks text={AUDIT} />);
    expect(screen.getByRole('cell', { name: 'Generic - Running Shoes' })).toHaveClass('whitespace-nowrap');
    expect(screen.getByRole('cell', { name: '$4,820.00' })).toHaveClass('whitespace-nowrap');
    expect(screen.getByRole('columnheader', { name: 'Why' })).toHaveClass('whitespace-nowrap');
    const why = screen.getByRole('cell', { name: /^CPC \$2\.00/ });
    expect(why).toHaveClass('min-w-64');
    expect(why).not.toHaveClass('whitespace-nowrap');
  });
});
