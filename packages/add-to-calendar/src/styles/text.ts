/** "text": a link-like button without a box. */
export default `.atcb .atcb-button{background:transparent;border-color:transparent;box-shadow:none;color:var(--atcb-accent);text-decoration:underline;padding:.3em .4em;min-height:2.75em}
.atcb .atcb-button:hover{background:transparent;text-decoration-thickness:2px}
.atcb .atcb-list{border-radius:var(--atcb-radius)}`;
