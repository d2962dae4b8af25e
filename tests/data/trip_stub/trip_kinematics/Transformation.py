import math

_KEYS = {'tx', 'ty', 'tz', 'rx', 'ry', 'rz', 'qw', 'qx', 'qy', 'qz'}


def _mul(a, b):
    return [[sum(a[i][k] * b[k][j] for k in range(4)) for j in range(4)] for i in range(4)]


def _rot(axis, angle):
    c, s = math.cos(angle), math.sin(angle)
    m = [[1.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0], [0.0, 0.0, 0.0, 1.0]]
    i, j = {'x': (1, 2), 'y': (2, 0), 'z': (0, 1)}[axis]
    m[i][i], m[i][j], m[j][i], m[j][j] = c, -s, s, c
    return m


class Transformation:
    def __init__(self, name, values=None, state_variables=None, parent=None):
        values = dict(values or {})
        if set(values) - _KEYS:
            raise ValueError('unknown keys %s' % sorted(set(values) - _KEYS))
        for v in state_variables or []:
            if v not in values:
                raise ValueError('state variable %s has no value' % v)
        if {'qw', 'qx', 'qy', 'qz'} & set(values) and {'rx', 'ry', 'rz'} & set(values):
            raise ValueError('quaternion and Euler angles mixed')
        self.name, self.values, self.state_variables, self.parent = name, values, list(state_variables or []), parent

    def matrix(self):
        v = self.values
        g = lambda k: float(v.get(k, 0.0))
        if 'qw' in v:
            w, x, y, z = g('qw'), g('qx'), g('qy'), g('qz')
            n = math.sqrt(w * w + x * x + y * y + z * z)
            w, x, y, z = w / n, x / n, y / n, z / n
            r = [[1 - 2 * (y * y + z * z), 2 * (x * y - z * w), 2 * (x * z + y * w)],
                 [2 * (x * y + z * w), 1 - 2 * (x * x + z * z), 2 * (y * z - x * w)],
                 [2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y)]]
            m = [r[0] + [0.0], r[1] + [0.0], r[2] + [0.0], [0.0, 0.0, 0.0, 1.0]]
        else:
            m = _mul(_mul(_rot('x', g('rx')), _rot('y', g('ry'))), _rot('z', g('rz')))
        m[0][3], m[1][3], m[2][3] = g('tx'), g('ty'), g('tz')
        return m

    def world(self):
        return self.matrix() if self.parent is None else _mul(self.parent.world(), self.matrix())
