// ir-gen std --seed 80 --size 6
func.func private @ext0(i16 {test.foo = 1 : i32}, memref<1xindex>) -> (i8)
func.func private @ext1(index {llvm.noundef, test.tag = "x"}, tensor<1x4xf32>) -> (vector<4xf32>, tensor<8x1xf32>) attributes {passthrough = ["nounwind"], level = 2 : i64}
func.func private @f0(%1: f32, %arg: i16 {llvm.noundef, test.tag = "x"}, %rhs: index) -> (vector<2x2xindex>, memref<1x4xf64>, memref<8x1xindex> {test.foo = 1 : i32}) attributes {llvm.emit_c_interface, note = "generated"} {
   %tmp4 = memref.alloc() {alignment = 16 : i64} : memref<2x2xf16>
   linalg.transpose ins(%tmp4 : memref<2x2xf16>) outs(%tmp4 : memref<2x2xf16>) permutation = [0, 1]
   %5 = arith.constant 29 : i8
   %alloca = memref.alloca() {alignment = 64} : memref<2x2xi8>
   linalg.fill ins(%5 : i8) outs(%alloca : memref<2x2xi8>)
   %c = arith.constant 2147483647 : i32
   %8 = arith.index_castui %c : i32 to index
   %cst = arith.constant dense<[[0, 1],[-1, 0]]> : vector<2x2xindex>
   %t10 = memref.alloc() : memref<1x4xf64>
   %alloc_11 = memref.alloc() : memref<8x1xindex>
   return %cst, %t10, %alloc_11 : vector<2x2xindex>, memref<1x4xf64>, memref<8x1xindex>
}
func.func @kernel_1(%arg_1: i16 {test.foo = 1 : i32}) -> (tensor<2x2xf32>, f32, f32) {
   %2 = arith.constant dense<[[1.5e-1],[100.0],[0.5],[1.0],[-7.5],[0.5],[1.5e-1],[-7.5]]> : tensor<8x1xf64>
   %val = linalg.transpose ins(%2 : tensor<8x1xf64>) outs(%2 : tensor<8x1xf64>) permutation = [0, 1]
   %v4 = arith.constant 2147483647 : i32
   %5 = arith.constant 4.0E+2 : f64
   %c = arith.constant -1 : index
   %7 = arith.constant -1 : index
   cf.switch %v4 : i32, [default: ^bb1(%5, %c : f32, index), -1: ^b2(%7, %c : index, index), 2: ^bb1(%5, %c : f32, index)]
^bb1(%tmp8: f32, %9: index):
   %10 = memref.alloc() : memref<2x2xf32>
   %c_11 = arith.constant 1 : index
   %x_1 = memref.dim %10, %c_11 : memref<2x2xf32>
   %13 = arith.constant true
   cf.cond_br %13, ^b2(%7, %c : index, index), ^then3(%5 : f32)
^b2(%t14: index, %15: index):
   %a.b = arith.constant -1 : i16
   %low, %high_18 = arith.mulsi_extended %arg_1, %a.b : i16
   cf.br ^then3(%5 : f32)
^then3(%tmp19: f32):
   %20 = tensor.empty() : tensor<2x2xf32>
   return %20, %5, %5 : tensor<2x2xf32>, f32, f32
}
