$STARBENCH --algo star1 --probes 3
