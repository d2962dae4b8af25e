// A small robot for the self-collision and SRDF window tests: a grey base
// box a at the origin, a box b on a slider along x (its centre at 0.5 + q,
// q in [-0.5, 0.5]) and a box o fixed to a at x = 1: b touches o from
// q = 0.3 on (20 % of the range) and its parent a from q = -0.3 down.
#pragma once

#include <QByteArray>

namespace kinedit::test {

inline const QByteArray kSliderUrdf = R"(<robot name="slider">
  <material name="grey"><color rgba="0.6 0.6 0.6 1"/></material>
  <link name="a">
    <visual><geometry><box size="0.2 0.2 0.2"/></geometry><material name="grey"/></visual>
    <collision><geometry><box size="0.2 0.2 0.2"/></geometry></collision>
  </link>
  <link name="b">
    <visual><geometry><box size="0.2 0.2 0.2"/></geometry><material name="grey"/></visual>
    <collision><geometry><box size="0.2 0.2 0.2"/></geometry></collision>
  </link>
  <link name="o">
    <visual><origin xyz="1 0 0"/><geometry><box size="0.2 0.2 0.2"/></geometry><material name="grey"/></visual>
    <collision><origin xyz="1 0 0"/><geometry><box size="0.2 0.2 0.2"/></geometry></collision>
  </link>
  <joint name="slide" type="prismatic"><parent link="a"/><child link="b"/><origin xyz="0.5 0 0"/>
    <axis xyz="1 0 0"/><limit lower="-0.5" upper="0.5" effort="1" velocity="1"/></joint>
  <joint name="fix" type="fixed"><parent link="a"/><child link="o"/></joint>
</robot>
)";

}  // namespace kinedit::test
