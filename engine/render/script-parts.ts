/** The parts of the published page's script: a page carries those its markup needs. */
export type Need = 'modal' | 'form' | 'tabs' | 'slider' | 'cookie' | 'ripple' | 'menu' | 'goal';
