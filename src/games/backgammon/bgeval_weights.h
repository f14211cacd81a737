/* bgeval_weights.h - written by scripts/bgfit.py (make bgfit); see data/bgeval-fit.txt. */
#define BG_WEIGHT_UNIT 1000000 /* weights in millionths of a milli-point per feature unit */
static const int64_t BG_WEIGHTS[2][BG_FEATURES] = {
    { /* contact */
      681658274, /* constant */
      2945827, /* race lead per mille */
      10649944, /* on roll: pips */
      81055857, /* on roll: borne off */
      -212977925, /* on roll: on the bar */
      -7795250, /* on roll: blots */
      44280977, /* on roll: blots within 11 of an opposing checker */
      177862830, /* on roll: home points made */
      132894083, /* on roll: outfield points made */
      72290344, /* on roll: anchors */
      46148222, /* on roll: longest run of points */
      -139977428, /* on roll: checkers back */
      -2563763, /* on roll: checkers beyond 3 on a point */
      -13533047, /* other: pips */
      -109880352, /* other: borne off */
      231198241, /* other: on the bar */
      -19067558, /* other: blots */
      42486357, /* other: blots within 11 of an opposing checker */
      -229585323, /* other: home points made */
      -146233083, /* other: outfield points made */
      -12812177, /* other: anchors */
      -74604040, /* other: longest run of points */
      124283254, /* other: checkers back */
      -27496791, /* other: checkers beyond 3 on a point */
    },
    { /* race and bear-off */
      121080743, /* constant */
      1000687, /* race lead per mille */
      -8811478, /* on roll: pips */
      12321092, /* on roll: borne off */
      0, /* on roll: on the bar */
      -6516472, /* on roll: blots */
      0, /* on roll: blots within 11 of an opposing checker */
      -7844343, /* on roll: home points made */
      -42131172, /* on roll: outfield points made */
      52115888, /* on roll: anchors */
      8650894, /* on roll: longest run of points */
      -92785301, /* on roll: checkers back */
      -34648876, /* on roll: checkers beyond 3 on a point */
      6872602, /* other: pips */
      -10940978, /* other: borne off */
      0, /* other: on the bar */
      15612423, /* other: blots */
      0, /* other: blots within 11 of an opposing checker */
      18579001, /* other: home points made */
      62422985, /* other: outfield points made */
      -45353723, /* other: anchors */
      -8378626, /* other: longest run of points */
      130035950, /* other: checkers back */
      31794138, /* other: checkers beyond 3 on a point */
    },
};
