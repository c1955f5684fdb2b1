// ir-gen std --seed 296 --size 6
func.func private @ext0(tensor<3x2xi32> {llvm.noundef}) -> f32
module @inner {
   func.func public @helper6(%arg: i32) -> (f32, i32 {test.foo = 1 : i32}) attributes {test.kernel} {
      %sum = memref.alloc() : memref<4xf32>
      memref.dealloc %sum : memref<4xf32>
      %3 = arith.constant 100.0 : f32
      cf.br ^loop_1(%3 : f32)
   ^loop_1(%ba: f32):
      %r = scf.execute_region -> (tensor<4x3x1xi32>) {
         %cst_6 = arith.constant dense<0.0> : tensor<4x3x1xf32>
         %acc = arith.constant 2 : index
         %8 = tensor.dim %cst_6, %acc : tensor<4x3x1xf32>
         %lhs = tensor.empty() : tensor<4x3x1xi32>
         scf.yield %lhs : tensor<4x3x1xi32>
      }
      cf.br ^b2(%arg, %ba : i32, f32) // TODO: check
   ^b2(%11: i32, %13: f32):
      %14 = arith.constant false
      %c = arith.constant 0 : i32
      cf.cond_br %14, ^bb3(%c : i32), ^bb3(%11 : i32)
   ^bb3(%ba_16: i32):
      cf.br ^bb4
   ^bb4:
   // ---- comment line ----
      func.return %3, %arg : f32, i32
   }
}
func.func @kernel_0() attributes {ref = @inner::@helper6} { // TODO: check
   %c = arith.constant 46 : index
   %cmp_2 = arith.cmpi slt, %c, %c : index
   cf.assert %cmp_2, "bounds check"
   %3 = arith.constant 1.5e-1 : f32
   cf.br ^b1(%3 : f32)
^b1(%ba: f32):
   %cst = arith.constant 1.0 : f16
   %6 = arith.cmpf equal, %cst, %cst : f16
   %7 = arith.constant 127 : i8
   cf.switch %7 : i8, [default: ^exit2(%ba : f32), 3: ^bb3, 4: ^b4, 5: ^bb3]
^exit2(%lhs: f32):    // keep
   %alloc = memref.alloc() : memref<4x3x1xf64>
   %alloc_10 = memref.alloc() : memref<4x3xf64>
   linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%alloc, %alloc : memref<4x3x1xf64>, memref<4x3x1xf64>) outs(%alloc_10 : memref<4x3xf64>) {
   ^bb0(%tmp11: f64, %12: f64, %in_13: f64):
      %tmp14 = arith.addf %tmp11, %12 : f64
      %t15 = arith.addf %tmp14, %in_13 : f64
      linalg.yield %t15 : f64
   }
   %c_16 = arith.constant 4611686018427387903 : i64
   cf.switch %c_16 : i64, [default: ^bb3,
      0: ^bb3,
      3: ^b4,
      5: ^b4]
^bb3:
   %17 = tensor.empty() : tensor<1x1x1xf32>
   %tmp18 = arith.bitcast %17 : tensor<1x1x1xf32> to tensor<1x1x1xi32>
   cf.br ^b4
^b4:
   cf.assert %cmp_2, "x must be \"positive\""
   return
}
