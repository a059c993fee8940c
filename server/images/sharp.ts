import sharp from 'sharp';

// One libvips thread per image: on a small host the other core keeps answering requests while
// variants are made. Its operation cache only pays for repeated work on one file; uploads never are.
sharp.concurrency(1);
sharp.cache(false);

export { sharp };
