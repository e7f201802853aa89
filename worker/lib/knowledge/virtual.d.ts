/** Built by scripts/knowledge-plugin.ts from knowledge/<persona>/*.md: each persona's index as JSON, packed (packed.ts). */
declare module 'virtual:knowledge' {
  const knowledge: Record<'ads' | 'coach', string>;
  export default knowledge;
}
