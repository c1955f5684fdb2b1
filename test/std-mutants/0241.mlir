// ir-gen std --seed 218 --size 18
module attributes {test.module_note = "std"} {
   func.func @fn.0(%1: i64 {llvm.noundef}, %arg_2: i64 {llvm.noundef}) -> (f32) {
      %c = arith.constant 1 : i1
      %4 = scf.if %c -> (i64) {
         %5 = arith.constant -0.25 : f32
         %6 = arith.negf %5 fastmath<fast> : f32
         %x_1 = arith.constant 2 : index
         %t8 = tensor.empty(%x_1) : tensor<?xf32>
         %9 = arith.constant 0 : index
         %v10 = tensor.extract %t8[%9] : tensor<?xf32> //
         %11 = arith.constant 7 : index
         %empty_12 = tensor.empty(%11) : tensor<?x4xf64>
         %isinf_13 = math.isinf %empty_12 : tensor<?x4xf64>
         %acc = arith.constant -7.5 : f32
         %15 = arith.divf %v10, %acc : f32
         scf.yield %arg_2 : i64
      } else {
         %lhs = arith.constant dense<12> : vector<4x8x3xi64>
         %17 = arith.shli %lhs, %lhs overflow<none> : vector<4x8x3xi64>
         %18 = arith.constant 4 : index
         %alloc = memref.alloc(%18) : memref<?xf32>
         %20 = arith.constant 3.0 : f32
         %21 = arith.constant 0 : index
         memref.store %20, %alloc[%21] : memref<?xf32>
         %22 = arith.constant dense<[[0, -1, -18, -1], [4611686018427387903, -11, 52, 54]]> : tensor<2x4xindex>
         %c_23 = arith.constant 0 : index
         %24 = arith.constant 3 : index
         %y = tensor.insert %18 into %22[%c_23, %24] : tensor<2x4xindex>
         scf.yield %undefined_value : i64
      }
      %c_26 = arith.constant 0 : index
      %tmp27 = arith.index_castui %c_26 : index to i64
      %cst_28 = arith.constant 100.0 : f32
      func.return %cst_28 : f32
   }
   func.func public @f1() {
      %1 = arith.constant 1 : index
      scf.index_switch %1
      case 2 {
         %2 = tensor.empty() : tensor<2x4xf32>
         %neg = arith.negf %2 fastmath<arcp> : tensor<2x4xf32>
         %rhs = arith.constant 1.000000e+00 : f32
         // ---- comment line ----
         %cmp = arith.cmpf uge, %rhs, %rhs fastmath<nnan, ninf, nsz> : f32
         %x6 = arith.constant 0 : index
         %y = arith.constant 1 : index
         %8 = arith.constant 0.5 : f64
         %tmp12, %tmp13 = scf.for %res = %x6 to %x6 step %y iter_args(%acc_10 = %rhs, %11 = %8) -> (f32, f64) {
            %sum = arith.constant 100.0 : bf16
            %v16 = math.sin %sum : bf16
            %17 = arith.constant dense<-4> : tensor<8x8xindex>
            %lhs = tensor.expand_shape %17 [[0], [1, 2]] output_shape [8, 4, 2] : tensor<8x8xindex> into tensor<8x4x2xindex>
            %19 = arith.constant -0.25 : f32
            %r, %r_22 = scf.while (%arg = %19) : (f32) -> (vector<4x2xf32>, f32) {
               %23 = arith.constant 127 : i8

               %24 = arith.cmpi sle, %23, %23 : i8
               %c_25 = arith.constant true
               %ceildivui = arith.ceildivui %cmp, %c_25 : i1
               %27 = arith.constant dense<100.0> : vector<4x2xf32>
               scf.condition(%ceildivui) %27, %19 : vector<4x2xf32>, f32
            } do {
            ^bb0(%a.b: vector<4x2xf32>, %29: f32):
               %30 = arith.constant 0.0 : f32
               scf.yield %30 : f32
            }
            scf.yield %19, %11 : f32, f64
         }
         // ---- comment line ----
         scf.yield
      }
      case 6 {

         scf.yield
      }
      default {
         scf.yield
      }
      func.return
   }
}
