// quant's types and casts as mlir-opt 22 prints them: scales in `%e` form,
// default storage ranges and zero zero-points dropped, `ui8`/`si8` spelled
// `u8`/`i8`, per-axis lists without spaces, sub-channel lists with them.
// RUN: ir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: ir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | ir-opt --allow-unregistered-dialect | FileCheck %s
// RUN: %if mlir-opt %{ mlir-opt --allow-unregistered-dialect %s | FileCheck %s %}

// CHECK: tensor<2x!quant.uniform<i8:f32, 2.000000e+00:15>>
%0 = "foo"() : () -> tensor<2x!quant.uniform<i8:f32, 2.0:15>>
// CHECK: tensor<2x!quant.uniform<i8:f32:0, {1.000000e-01:-30,2.500000e+00}>>
%1 = "foo"() : () -> tensor<2x!quant.uniform<i8<-128:127>:f32:0, {0.1:-30, 2.5}>>
// CHECK: tensor<2x!quant.uniform<u8:f32, 1.000000e+00>>
%2 = "foo"() : () -> tensor<2x!quant.uniform<ui8:f32, 1.0>>
// CHECK: tensor<2x!quant.uniform<u8<0:200>:f32, 1.000000e+00>>
%3 = "foo"() : () -> tensor<2x!quant.uniform<u8<0:200>:f32, 1.0:0>>
// CHECK: tensor<2x!quant.uniform<i4:f16, 5.000000e-01:-3>>
%4 = "foo"() : () -> tensor<2x!quant.uniform<i4:f16, 0.5:-3>>
// CHECK: tensor<2x!quant.uniform<i8:bf16, 1.000000e-03>>
%5 = "foo"() : () -> tensor<2x!quant.uniform<si8:bf16, 1.0e-3>>
// CHECK: tensor<2x!quant.uniform<i8:f32:{0:1, 1:2}, {{[{][{]}}1.000000e+00:1, 2.000000e+00:2}, {3.000000e+00, 4.000000e+00}}>>
%6 = "foo"() : () -> tensor<2x!quant.uniform<i8:f32:{0:1, 1:2}, {{1.0:1, 2.0:2}, {3.0, 4.0}}>>
// CHECK: tensor<2x!quant.any<i8<-8:7>:f32>>
%7 = "foo"() : () -> tensor<2x!quant.any<i8<-8:7>:f32>>
// CHECK: !quant.calibrated<f32<-0.998:1.232100e+00>>
%8 = "foo"() : () -> !quant.calibrated<f32<-0.998:1.2321>>
// CHECK: !quant.calibrated<f32<-2.000000e+00:1.000000e+00>>
%9 = "foo"() : () -> !quant.calibrated<f32<-2.0 : 1.0>>
// CHECK: !quant.uniform<i8:f32, 1.000000e+00:-129>
%10 = "foo"() : () -> !quant.uniform<i8 : f32 , 1.0:-129>

// CHECK: %[[Q:.*]] = quant.qcast %{{.*}} : tensor<2xf32> to tensor<2x!quant.uniform<i8:f32, 2.000000e+00>>
// CHECK: quant.dcast %[[Q]] : tensor<2x!quant.uniform<i8:f32, 2.000000e+00>> to tensor<2xf32>
// CHECK: quant.scast %[[Q]] : tensor<2x!quant.uniform<i8:f32, 2.000000e+00>> to tensor<2xi8>
%f = "foo"() : () -> tensor<2xf32>
%q = quant.qcast %f : tensor<2xf32> to tensor<2x!quant.uniform<i8:f32, 2.0>>
%d = quant.dcast %q : tensor<2x!quant.uniform<i8:f32, 2.0>> to tensor<2xf32>
%s = quant.scast %q : tensor<2x!quant.uniform<i8:f32, 2.0>> to tensor<2xi8>
