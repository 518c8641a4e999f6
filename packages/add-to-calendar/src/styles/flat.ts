/** "flat": square corners, thick border, no shadows. */
export default `.atcb{--atcb-radius:0;--atcb-shadow:none}
.atcb-button,.atcb-list{border-width:2px;border-color:var(--atcb-fg)}
.atcb-button{max-width:300px}
.atcb-button:hover{background:var(--atcb-fg);color:var(--atcb-bg)}`;
