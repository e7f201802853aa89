import type { Locator, Page } from 'playwright-core';

/** /calendar, its event dialog, the pin dialog, and /calendar/classes. */
export class CalendarScreen {
  constructor(readonly page: Page) {}

  readonly grid = () => this.page.getByRole('grid');
  readonly cell = (day: string) => this.page.locator(`[data-day="${day}"]`);
  readonly agenda = () => this.page.getByTestId('agenda');
  readonly monthHeading = () => this.page.getByRole('heading', { level: 2 }).first();
  readonly filter = () => this.page.getByRole('combobox', { name: /^Show / });
  readonly view = (name: 'Month' | 'Agenda') => this.page.getByRole('button', { name, exact: true });
  readonly eventDialog = () => this.page.getByRole('dialog');
  readonly pinDialog = () => this.page.getByRole('dialog', { name: 'Pin to calendar' });

  async open(month?: string) {
    await this.page.goto(month ? `/calendar?month=${month}` : '/calendar');
    await this.page.getByRole('heading', { name: 'Calendar', level: 1 }).waitFor();
  }

  /** An event's chip in the month grid on `day`. */
  chip(day: string, title: string | RegExp): Locator {
    return this.cell(day).getByRole('button', { name: title });
  }

  async openEvent(day: string, title: string | RegExp) {
    await this.chip(day, title).click();
    await this.eventDialog().waitFor();
  }

  /** Fills the pin or edit dialog's fields that are given. */
  async fill(dialog: Locator, fields: { date?: string; time?: string; group?: string; reminder?: string }) {
    if (fields.date) await dialog.getByLabel(/^(First date|Date)$/).fill(fields.date);
    if (fields.time) await dialog.getByLabel('Start time').fill(fields.time);
    if (fields.group)
      await dialog.getByRole('combobox', { name: /\(optional\)$/ }).selectOption({ label: fields.group });
    if (fields.reminder)
      await dialog.getByRole('combobox', { name: 'Reminder' }).selectOption({ label: fields.reminder });
  }

  async moveOpenEvent(date: string, time: string) {
    await this.eventDialog().getByRole('button', { name: 'Edit' }).click();
    const form = this.page.getByRole('dialog', { name: 'Edit event' });
    await this.fill(form, { date, time });
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
  }

  async addClass(name: string) {
    await this.page.goto('/calendar/classes');
    await this.page.getByLabel(/ name$/).fill(name);
    await this.page.getByRole('button', { name: /^Add / }).click();
    await this.page.getByRole('link', { name }).waitFor();
  }
}
