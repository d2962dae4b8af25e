class Robot:
    def __init__(self, transformations):
        names = [t.name for t in transformations]
        if len(set(names)) != len(names):
            raise ValueError('two transformations share a name')
        for t in transformations:
            if t.parent is not None and t.parent not in transformations:
                raise ValueError('%s hangs from a transformation not in the robot' % t.name)
        self.transformations = transformations

    def get_actuated_state(self):
        return {'%s_%s' % (t.name, k): t.values[k] for t in self.transformations for k in t.state_variables}
