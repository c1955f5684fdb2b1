// ir-gen std --seed 32 --size 12
func.func private @ext0(i8 {llvm.noundef}, tensor<1xi64>, memref<1xi64>) -> (vector<4xi8> {test.foo = 1 : i32}) attributes {test.kernel}
func.func private @ext1(memref<1xi8>, i64)
func.func @kernel_0(%sum: i8) -> (memref<?x8xi64> {llvm.noundef}) {
   %empty_2 = tensor.empty() : tensor<1xi8>
   %ipowi = math.ipowi %empty_2, %empty_2 : tensor<1xi8>
   %4 = tensor.extract_slice %empty_2[0] [1] [1] : tensor<1xi8> to tensor<1xi8>
   %v5 = arith.constant 32767 : i16
   %t6 = arith.constant 0 : i16
   %lhs:2 = arith.mulsi_extended %v5, %t6 : i16
   %c_8 = arith.constant 1 : i1
   %a.b = arith.constant -1 : i32
   %10 = arith.constant -1 : i64
   cf.cond_br %c_8, ^bb2(%10 : i64), ^bb1(%a.b : i32)
^bb1(%tmp11: i32):
   %t12 = tensor.empty() : tensor<1xi64>
   %c = arith.constant 20 : i8
   %14 = func.call @kernel_0(%c) : (i8) -> (memref<?x8xi64>)
   %15 = math.ipowi %tmp11, %tmp11 : i32
   cf.br ^bb2(%10 : i64)
^bb2(%17: i64):
   %18 = arith.constant 1 : i8
   %19 = call @kernel_0(%18) : (i8) -> memref<?x8xi64>
   %v21 = arith.constant dense<-6> : vector<4x1xi64>
   %res = arith.constant 37 : index
   scf.index_switch %res
   case 0 {
      %x_1 = arith.cmpi sgt, %a.b, %a.b : i32
      scf.yield
   }
   case 3 {
      %c_24 = arith.constant 1 : index
      %25 = arith.cmpi ne, %res, %c_24 : index
      %val:2 = scf.if %25 -> (index, i32) {
         %acc = memref.alloc() {alignment = 16 : i64} : memref<3xi32>
         %alloca_28 = memref.alloca() : memref<3x2xi32>
         linalg.broadcast ins(%acc : memref<3xi32>) outs(%alloca_28 : memref<3x2xi32>) dimensions = [1]
         %29 = arith.constant 80 : index
         scf.yield %29, %a.b : index, i32
      } else {
         scf.yield %res, %a.b : index, i32
      }
      scf.yield
   }
   default {
      scf.yield
   }
   %30 = arith.constant -7.5 : f32
   cf.cond_br %c_8, ^bb3(%30 : f32), ^bb3(%30 : f32)
^bb3(%v31: f32):
   %35 = arith.constant 8 : index
   %36 = memref.alloc(%35) : memref<?x8xi64>
   return %36 : memref<?x8xi64>
}
