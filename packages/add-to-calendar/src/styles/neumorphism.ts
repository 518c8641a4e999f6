/** "neumorphism": soft extruded surfaces on a matching background. */
export default `.atcb{--atcb-bg:#e8ebf0;--atcb-hover:#dde1e7;--atcb-border:transparent;--atcb-radius:1em;--atcb-shadow:.3em .3em .6em #b8bcc2,-.3em -.3em .6em #fff}
.atcb[data-theme=dark]{--atcb-bg:#2b2e33;--atcb-hover:#33373d;--atcb-shadow:.3em .3em .6em #16181b,-.3em -.3em .6em #40444b}
.atcb .atcb-button[aria-expanded=true]{border-radius:1em;box-shadow:inset .2em .2em .5em #b8bcc2,inset -.2em -.2em .5em #fff}
.atcb[data-theme=dark] .atcb-button[aria-expanded=true]{box-shadow:inset .2em .2em .5em #16181b,inset -.2em -.2em .5em #40444b}
.atcb .atcb-list{border-radius:1em;margin-top:.5em;animation-duration:.6s}
.atcb-button{max-width:350px}`;
