export function AuthIllustration() {
  return (
    <div className="flex h-full flex-col justify-between gap-10 p-10 xl:p-14">
      <div className="max-w-md">
        <p className="text-sm font-semibold tracking-wide text-blue-100 uppercase">Your AI advertising assistant</p>
        <p className="mt-3 text-3xl leading-tight font-semibold text-white xl:text-4xl">
          Agency-grade guidance on campaigns, budgets and bidding, around the clock.
        </p>
      </div>
      <svg
        viewBox="0 0 420 300"
        role="img"
        aria-label="A chat answer beside a rising campaign chart"
        className="w-full max-w-lg"
      >
        <rect
          x="20"
          y="40"
          width="300"
          height="220"
          rx="20"
          className="fill-white/10 stroke-white/25"
          strokeWidth="1.5"
        />
        <g className="fill-white/15">
          <rect x="50" y="170" width="34" height="60" rx="6" />
          <rect x="100" y="145" width="34" height="85" rx="6" />
          <rect x="150" y="155" width="34" height="75" rx="6" />
          <rect x="200" y="115" width="34" height="115" rx="6" />
        </g>
        <rect x="250" y="80" width="34" height="150" rx="6" className="fill-amber-300" />
        <path
          d="M67 160 L117 132 L167 142 L217 100 L267 66"
          fill="none"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="stroke-white"
        />
        <circle cx="267" cy="66" r="6" className="fill-amber-300 stroke-white" strokeWidth="3" />
        <rect x="50" y="62" width="110" height="10" rx="5" className="fill-white/40" />
        <rect x="50" y="82" width="70" height="8" rx="4" className="fill-white/25" />
        <g transform="translate(210 170)">
          <rect width="190" height="96" rx="18" className="fill-white" />
          <circle cx="28" cy="30" r="14" className="fill-blue-600" />
          <path d="M28 21 l2.6 6.4 6.4 2.6 -6.4 2.6 -2.6 6.4 -2.6 -6.4 -6.4 -2.6 6.4 -2.6z" className="fill-white" />
          <rect x="52" y="22" width="112" height="8" rx="4" className="fill-slate-300" />
          <rect x="52" y="38" width="84" height="8" rx="4" className="fill-slate-200" />
          <rect x="20" y="60" width="150" height="8" rx="4" className="fill-slate-200" />
          <rect x="20" y="74" width="96" height="8" rx="4" className="fill-blue-200" />
        </g>
        <g transform="translate(330 28)" className="fill-amber-300">
          <path d="M12 0 l3.5 8.5 8.5 3.5 -8.5 3.5 -3.5 8.5 -3.5 -8.5 -8.5 -3.5 8.5 -3.5z" />
        </g>
      </svg>
      <p className="max-w-md text-sm text-blue-100">
        It only recommends and never changes your ads. Always check its advice: it is a robot.
      </p>
    </div>
  );
}
