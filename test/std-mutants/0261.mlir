// ir-gen std --seed 58 --size 14
module attributes {test.module_note = "std"} {
   memref.global "private" @g0 : memref<3xf64> = dense<-7.5>
   func.func @compute0(%1: f64 {test.foo = 1 : i32}, %2: vector<4x4xi32>, %arg_3: tensor<?xf64>, %lhs: tensor<3xi32>) -> tensor<4x4xi32> attributes {llvm.emit_c_interface, note = "generated"} {
      %cst = arith.constant -7.5 : f64
      %7 = arith.constant 0 : index
      %inserted = tensor.insert %cst into %arg_3[%7] : tensor<?xf64>
      %cst_9 = arith.constant dense<[[0.0, -1.0, -7.5, 1.000000e+00], [1.5e-1, 1.5e-1, -0.25, 100.0], [3.0, 0.5, 2.5, 0.5], [-0.25, 100.0, 0.0, 0.0]]> : vector<4x4xf64>
      %acc = arith.cmpf une, %cst_9, %cst_9 fastmath<none> : vector<4x4xf64>
      %11 = arith.cmpi ult, %7, %7 : index
      scf.if %11 {
         %12 = memref.get_global @g0 : memref<3xf64>
         %cst_13 = arith.constant dense<[[0, 1, -1, 0], [1, -1, 0, -19], [1,79,2147483647,2147483647], [2147483647,48,-1,23]]> : vector<4x4xi32>
         %r = func.call @compute0(%cst, %cst_13, %arg_3, %lhs) : (f64, vector<4x4xi32>, tensor<?xf64>, tensor<3xi32>) -> tensor<4x4xi32>
         scf.yield
      }
      %v16 = arith.constant dense<[1, 1]> : vector<2xi16>
      %cmp = arith.cmpi ule, %v16, %v16 : vector<2xi16>
      %18 = arith.constant -1 : i32
      %19 = arith.select %11, %18, %18 : i32
      %21 = arith.constant dense<[[2147483647, 45, 27, 13], [1, -1, 54, -1], [2147483647,0,-1,0], [0, 0, 2147483647, 0]]> : tensor<4x4xi32>
      // ---- comment line ----
   }
   func.func @kernel_1() -> f64 attributes {test.kernel} {
      %x_1 = arith.constant 2 : index
      %alloca = memref.alloca(%x_1) : memref<3x?xi32>
      %c_3 = arith.constant 1 : index
      %dim = memref.dim %alloca, %c_3 : memref<3x?xi32>
      %lhs = arith.constant 0 : index //
      %c_6 = arith.constant 9 : index

      %c = arith.constant 1 : index
      %res = arith.constant 0.5 : f64
      %a.b = arith.constant 1 : i32 // TODO: check
      %13:2 = scf.for %val = %lhs to %c_6 step %c iter_args(%acc_11 = %res, %x12 = %a.b) -> (f64, i32) {
         %acc, %15 = scf.index_switch %dim -> f64, i8
         case 0 {
            %alloc = memref.alloc() {alignment = 64} : memref<3xi32>
            %cast = memref.cast %alloc : memref<3xi32> to memref<3xi32>
            %c_20 = arith.constant 0 : i8
            scf.yield %acc_11, %c_20 : f64, i8
         }
         case 2 {
            %21 = arith.constant 0 : i1
            %x22, %23 = scf.if %21 -> (f64, f64) {
               %cst = arith.constant dense<-1> : vector<4x4xindex>
               %25 = arith.cmpi ule, %cst, %cst : vector<4x4xindex>

               %empty_26 = tensor.empty() : tensor<4x4xf64>
               %c_28 = arith.constant 2 : index
               %29 = arith.constant 0 : index
               %sum = tensor.insert %acc_11 into %empty_26[%c_28, %29] : tensor<4x4xf64>
               scf.yield %res, %res : f64, f64
            } else {
               %cst_33 = arith.constant 2.5 : f64
               scf.yield %acc_11, %cst_33 : f64, f64
            }
            %34 = arith.constant 1 : i8
            scf.yield %res, %34 : f64, i8
         }
         case 4 {
            %35 = arith.constant -1 : i8
            scf.yield %acc_11, %35 : f64, i8
         }
         default {
            %tmp37 = arith.constant 0xf : i8
            scf.yield %res, %tmp37 : f64, i8
         }
         scf.yield %acc_11, %a.b : f64, i32
      }
      return %res : f64
   }
}
