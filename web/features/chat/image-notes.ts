import type { Persona } from '../../../worker/contract/agents';

/** Said before an upload when the active model cannot see images (GET /api/config `vision: false`). */
export const NO_VISION: Record<Persona, { upload: string; note: string; attach: string }> = {
  ads: {
    upload:
      'The assistant cannot read images yet: paste the numbers from your report, or the rows of its CSV export, and it will audit them.',
    note: 'The assistant cannot read images yet: paste the numbers or the rows of the CSV export instead.',
    attach: 'Attach an image (the assistant cannot read images yet: paste the numbers instead)',
  },
  coach: {
    upload:
      'The assistant cannot read images yet: type out your plan or drill (players, times, distances) and it will work from that.',
    note: 'The assistant cannot read images yet: type out the plan or drill instead.',
    attach: 'Attach an image (the assistant cannot read images yet: type out the plan instead)',
  },
};
