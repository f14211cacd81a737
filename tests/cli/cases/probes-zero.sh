$STARBENCH --probes 0
