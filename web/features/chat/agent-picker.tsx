import { Handshake, Megaphone, Sparkles, TrendingUp } from 'lucide-react';
import { AGENT_NAMES, AGENTS, type AgentId } from '../../../worker/contract/agents';

export const AGENT_ICONS: Record<AgentId, typeof Sparkles> = {
  advisor: Sparkles,
  sales: TrendingUp,
  marketing: Megaphone,
  negotiation: Handshake,
};

type AgentPickerProps = { value: AgentId; onChange: (agent: AgentId) => void; disabled?: boolean };

/** The ads persona's specialists, one picked per new chat (a radio group: arrow keys move the choice). */
export function AgentPicker({ value, onChange, disabled }: AgentPickerProps) {
  return (
    <fieldset className="mb-2 flex flex-wrap items-center gap-1.5" disabled={disabled}>
      <legend className="sr-only">Agent for this chat</legend>
      <span aria-hidden className="mr-1 text-xs font-medium text-slate-500 dark:text-slate-400">
        Agent
      </span>
      {AGENTS.ads.map((agent) => {
        const Icon = AGENT_ICONS[agent];
        return (
          <label
            key={agent}
            className="flex cursor-pointer items-center gap-1.5 rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 has-checked:border-blue-600 has-checked:bg-blue-600 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-blue-600 hover:border-blue-400 dark:border-slate-700 dark:text-slate-200 dark:has-checked:border-blue-500 dark:has-checked:bg-blue-600"
          >
            <input
              type="radio"
              name="agent"
              value={agent}
              checked={value === agent}
              onChange={() => onChange(agent)}
              className="sr-only"
            />
            <Icon aria-hidden className="size-4" />
            {AGENT_NAMES[agent]}
          </label>
        );
      })}
    </fieldset>
  );
}

/** The chat's agent, above its messages (a chat with no header yet: a new one before the server names it). */
export function ChatAgentHeader({ agent }: { agent: AgentId }) {
  return (
    <div className="border-b border-slate-200 dark:border-slate-800">
      <div className="mx-auto w-full max-w-3xl px-4 py-2">
        <ChatAgentLabel agent={agent} />
      </div>
    </div>
  );
}

/** The chat's agent, as a line of the chat's header. */
export function ChatAgentLabel({ agent }: { agent: AgentId }) {
  const Icon = AGENT_ICONS[agent];
  return (
    <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300" data-testid="chat-agent">
      <Icon aria-hidden className="size-4 text-blue-600 dark:text-blue-400" />
      <span>
        Agent: <span className="font-medium text-slate-900 dark:text-slate-100">{AGENT_NAMES[agent]}</span>
      </span>
    </p>
  );
}
