import type { Locator, Page } from 'playwright-core';

/** A chat's replies as the highlight layer shows them: the reply text, the toolbar, the list and the header. */
export class ChatHighlights {
  constructor(readonly page: Page) {}

  readonly reply = (index = 0) => this.page.getByRole('article', { name: 'Reply' }).nth(index);
  readonly toolbarButton = () => this.page.getByRole('button', { name: 'Highlight (Alt+H)' });
  readonly list = (index = 0) => this.page.getByTestId('bot-message').nth(index).getByTestId('reply-highlights');
  readonly removeMenuItem = () => this.page.getByRole('menuitem', { name: 'Remove highlight' });
  readonly header = () => this.page.getByTestId('chat-header');
  readonly headerActions = () => this.page.getByRole('toolbar', { name: 'Chat actions' });

  /** Drags the mouse across the first line of the reply's first paragraph, as a reader selects. */
  async dragAcrossFirstLine(index = 0, width = 220): Promise<string> {
    const paragraph = this.reply(index).locator('p').first();
    await paragraph.scrollIntoViewIfNeeded();
    const box = await paragraph.boundingBox();
    if (!box) throw new Error('the reply has no paragraph on screen');
    const y = box.y + 10;
    await this.page.mouse.move(box.x + 1, y);
    await this.page.mouse.down();
    await this.page.mouse.move(box.x + width, y, { steps: 8 });
    await this.page.mouse.up();
    return this.selectedText();
  }

  readonly selectedText = () => this.page.evaluate(() => document.getSelection()?.toString().trim() ?? '');

  /** The passages painted with a CSS highlight of that name, as text. */
  painted(name = 'saved-highlight'): Promise<string[]> {
    return this.page.evaluate(
      (highlight) => [...(CSS.highlights.get(highlight) ?? [])].map((range) => range.toString()),
      name,
    );
  }

  /** Where a painted passage sits relative to the window: true when it is in view. */
  paintedInView(name = 'saved-highlight-flash'): Promise<boolean> {
    return this.page.evaluate((highlight) => {
      const [range] = [...(CSS.highlights.get(highlight) ?? [])] as Range[];
      const rect = range?.getBoundingClientRect();
      return Boolean(rect && rect.top >= 0 && rect.bottom <= window.innerHeight);
    }, name);
  }

  /** Clicks the middle of the first painted passage. */
  async clickPainted() {
    const point = await this.page.evaluate(() => {
      const [range] = [...(CSS.highlights.get('saved-highlight') ?? [])] as Range[];
      const rect = range?.getClientRects()[0];
      return rect ? { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 } : null;
    });
    if (!point) throw new Error('nothing is painted');
    await this.page.mouse.click(point.x, point.y);
  }

  toast(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }
}
