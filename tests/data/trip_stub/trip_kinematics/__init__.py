# A stand-in for TriP (trip_kinematics), which Debian does not package: just
# enough of Transformation and Robot, with TriP's documented conventions
# (translation, then rotation as a quaternion or as Rx(rx) Ry(ry) Rz(rz)),
# for tst_export to run the scripts Kinedit writes and read their poses.
