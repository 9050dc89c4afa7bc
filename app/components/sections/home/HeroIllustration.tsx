/**
 * The home hero's drawing: a laptop with a business dashboard and a phone running
 * a mobile app. Inline so it costs no request and never competes with the heading
 * for the largest paint.
 */
export function HeroIllustration({ title, className = "" }: { title: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 560 460"
      width="560"
      height="460"
      role="img"
      aria-label={title}
      className={`h-auto w-full ${className}`}
      focusable="false"
    >
      <path d="M64 96C120 20 300 10 420 44s150 150 112 250-170 150-300 136S8 320 22 220 20 150 64 96Z" fill="#EEF2FF" />
      <circle cx="470" cy="70" r="26" fill="#F97316" opacity="0.9" />
      <circle cx="70" cy="380" r="14" fill="#4338CA" opacity="0.25" />
      <path d="M40 140h36M58 122v36" stroke="#F97316" strokeWidth="6" strokeLinecap="round" />
      {/* laptop */}
      <rect x="70" y="110" width="340" height="220" rx="14" fill="#1E1B4B" />
      <rect x="82" y="122" width="316" height="196" rx="6" fill="#fff" />
      <rect x="82" y="122" width="62" height="196" rx="6" fill="#4338CA" />
      <rect x="94" y="138" width="38" height="8" rx="4" fill="#C7D2FE" />
      <g fill="#818CF8">
        <rect x="94" y="162" width="30" height="6" rx="3" />
        <rect x="94" y="178" width="34" height="6" rx="3" />
        <rect x="94" y="194" width="26" height="6" rx="3" />
        <rect x="94" y="210" width="32" height="6" rx="3" />
      </g>
      <rect x="158" y="136" width="110" height="10" rx="5" fill="#0F172A" />
      <rect x="158" y="152" width="70" height="7" rx="3.5" fill="#CBD5E1" />
      <g>
        <rect x="158" y="170" width="70" height="44" rx="8" fill="#EEF2FF" />
        <rect x="166" y="180" width="30" height="6" rx="3" fill="#818CF8" />
        <rect x="166" y="194" width="44" height="10" rx="5" fill="#4338CA" />
        <rect x="236" y="170" width="70" height="44" rx="8" fill="#FFEDD5" />
        <rect x="244" y="180" width="30" height="6" rx="3" fill="#FDBA74" />
        <rect x="244" y="194" width="40" height="10" rx="5" fill="#EA580C" />
        <rect x="314" y="170" width="70" height="44" rx="8" fill="#DCFCE7" />
        <rect x="322" y="180" width="30" height="6" rx="3" fill="#86EFAC" />
        <rect x="322" y="194" width="36" height="10" rx="5" fill="#15803D" />
      </g>
      <rect x="158" y="224" width="226" height="82" rx="8" fill="#F8FAFC" stroke="#E2E8F0" />
      <g fill="#C7D2FE">
        <rect x="172" y="268" width="14" height="28" rx="3" />
        <rect x="196" y="256" width="14" height="40" rx="3" />
        <rect x="220" y="262" width="14" height="34" rx="3" />
        <rect x="244" y="246" width="14" height="50" rx="3" />
      </g>
      <rect x="268" y="236" width="14" height="60" rx="3" fill="#4338CA" />
      <path d="M296 286l20-18 18 8 20-26 22-10" fill="none" stroke="#F97316" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="376" cy="240" r="5" fill="#F97316" />
      <path d="M40 330h400l-22 22H62Z" fill="#312E81" />
      <rect x="200" y="330" width="80" height="6" rx="3" fill="#1E1B4B" />
      {/* phone */}
      <g>
        <rect x="378" y="150" width="136" height="260" rx="22" fill="#0F172A" />
        <rect x="388" y="162" width="116" height="236" rx="14" fill="#fff" />
        <rect x="388" y="162" width="116" height="58" rx="14" fill="#4338CA" />
        <rect x="388" y="200" width="116" height="20" fill="#4338CA" />
        <rect x="430" y="166" width="32" height="6" rx="3" fill="#0F172A" />
        <rect x="400" y="184" width="54" height="8" rx="4" fill="#fff" />
        <rect x="400" y="198" width="36" height="6" rx="3" fill="#A5B4FC" />
        {[232, 274, 316].map((y, i) => (
          <g key={y}>
            <rect x="398" y={y} width="96" height="34" rx="8" fill="#F8FAFC" stroke="#E2E8F0" />
            <circle cx="414" cy={y + 17} r="9" fill={["#F97316", "#4338CA", "#0F766E"][i]} />
            <rect x="429" y={y + 9} width="38" height="6" rx="3" fill="#0F172A" />
            <rect x="429" y={y + 20} width="26" height="5" rx="2.5" fill="#CBD5E1" />
            <path d={`M474 ${y + 17}l4 4 8-8`} fill="none" stroke="#15803D" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
          </g>
        ))}
        <rect x="412" y="364" width="68" height="20" rx="10" fill="#F97316" />
      </g>
      {/* floating badges */}
      <g>
        <rect x="20" y="200" width="74" height="54" rx="14" fill="#fff" stroke="#E2E8F0" />
        <path d="M44 215l-10 12 10 12M70 215l10 12-10 12" fill="none" stroke="#4338CA" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
        <path d="M61 213l-8 28" stroke="#F97316" strokeWidth="4" strokeLinecap="round" />
      </g>
      <g>
        <circle cx="330" cy="70" r="30" fill="#fff" stroke="#E2E8F0" />
        <circle cx="330" cy="70" r="11" fill="none" stroke="#4338CA" strokeWidth="6" />
        <g stroke="#4338CA" strokeWidth="6" strokeLinecap="round">
          <path d="M330 47v6M330 87v6M307 70h6M347 70h6M314 54l4 4M342 82l4 4M346 54l-4 4M318 82l-4 4" />
        </g>
      </g>
    </svg>
  );
}
