import type { Page } from 'playwright-core';

/** The chat screen: welcome panel, messages and the composer. */
export class ChatScreen {
  constructor(readonly page: Page) {}

  readonly welcome = () => this.page.getByRole('heading', { level: 1 });
  readonly input = () => this.page.getByRole('textbox', { name: 'Message' });
  readonly sendButton = () => this.page.getByRole('button', { name: 'Send', exact: true });
  readonly stopButton = () => this.page.getByRole('button', { name: 'Stop reply' });
  readonly messages = () => this.page.getByRole('list', { name: 'Messages' });
  readonly userMessages = () => this.page.getByTestId('user-message');
  readonly botMessages = () => this.page.getByTestId('bot-message');
  readonly waitingWords = () => this.botMessages().last().getByRole('status');
  readonly copyButtons = () => this.page.getByRole('button', { name: 'Copy reply' });
  readonly imageInput = () => this.page.getByTestId('chat-image-input');
  readonly imagePreview = () => this.page.getByTestId('image-preview');
  readonly stoppedNote = () => this.page.getByText('You stopped this reply.');
  readonly agent = (name: string) =>
    this.page.getByRole('group', { name: 'Agent for this chat' }).getByRole('radio', { name, exact: true });
  readonly agentHeader = () => this.page.getByTestId('chat-agent');

  /** Picks an agent by clicking its pill, as a user does (the radio itself is visually hidden). */
  async pickAgent(name: string) {
    await this.page.getByRole('group', { name: 'Agent for this chat' }).locator('label', { hasText: name }).click();
  }

  async ask(text: string) {
    await this.input().fill(text);
    await this.input().press('Enter');
  }

  /** Waits until the last reply has finished (its copy button shows). */
  async waitForReply(count = 1) {
    await this.copyButtons()
      .nth(count - 1)
      .waitFor({ timeout: 20_000 });
  }
}

/** The sidebar's search box and chat list. */
export class ChatSidebar {
  constructor(readonly page: Page) {}

  readonly root = () => this.page.locator('#sidebar');
  readonly search = () => this.root().getByPlaceholder('Search plans...');
  readonly list = () => this.root().getByTestId('chat-list');
  readonly chat = (name: string | RegExp) => this.list().getByRole('link', { name });
  readonly heading = () => this.root().getByRole('heading', { level: 2 });

  /** The chat names shown under a group heading ('Today', 'Yesterday', a date). */
  chatsUnder(label: string): Promise<string[]> {
    return this.list().evaluate((list, wanted) => {
      const names: string[] = [];
      let inGroup = false;
      for (const item of list.children) {
        const heading = item.querySelector('h3');
        if (heading) inGroup = heading.textContent === wanted;
        else if (inGroup) names.push(item.querySelector('a')?.textContent ?? '');
      }
      return names;
    }, label);
  }

  async openMenu(name: string) {
    await this.root()
      .getByRole('button', { name: `Options for ${name}` })
      .click();
    await this.page.getByRole('menu', { name: `Options for ${name}` }).waitFor();
  }

  async rename(name: string, newName: string) {
    await this.openMenu(name);
    await this.page.getByRole('menuitem', { name: 'Rename' }).click();
    await this.root().getByRole('textbox', { name: 'Chat name' }).fill(newName);
    await this.root().getByRole('button', { name: 'Save' }).click();
  }

  async delete(name: string) {
    await this.openMenu(name);
    await this.page.getByRole('menuitem', { name: 'Delete' }).click();
    await this.page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  }
}
