/** The game screen inside the game popup: one column on phones (360 px up), controls beside the stage on desktop. */
export const wide = 'screen and (min-width: 860px)';
export const narrow = 'screen and (max-width: 520px)';
